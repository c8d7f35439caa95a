/**
 * `npm test`'s first steps: which nginx the end-to-end tests will serve the build with, and whether it
 * sends brotli. Exits 1 with what to install when there is none, before any long step runs.
 */
import { describeNginx, findNginx, INSTALL_HINT } from './serve'

const path = findNginx()
if (!path) {
  console.error(`nginx not found: the end-to-end tests serve the build with it. ${INSTALL_HINT}.`)
  process.exit(1)
}
const nginx = describeNginx(path)
console.log(
  `nginx ${nginx.version} at ${path}: gzip_static, ${nginx.brotli ? 'brotli_static' : 'no brotli (libnginx-mod-http-brotli-static not installed)'}`,
)
