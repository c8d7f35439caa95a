import { chromium } from 'playwright'
const [,, url, out, mode = 'light', w = '1366', h = '768'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: +w, height: +h }, colorScheme: mode })
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()) })
await page.goto(url, { waitUntil: 'networkidle', timeout: 120000 })
await page.waitForTimeout(Number(process.env.WAIT ?? 3000))
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).first().click(); await page.waitForTimeout(1500) }
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
await browser.close()
