import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the tab's title to '<page> · Flirt'; null leaves it to a page that names itself. */
export function useDocumentTitle(pageTitle: string | null) {
  const { t } = useTranslation()
  const appName = t('app.name')
  useEffect(() => {
    if (pageTitle) document.title = `${pageTitle} · ${appName}`
  }, [pageTitle, appName])
}
