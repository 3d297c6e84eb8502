// The headless WebKit the WebKit suite drives (docs/decisions/058-webkit-through-wpe-webdriver.md):
// Debian's WPE WebKit WebDriver, its Cog browser, and Weston, a Wayland compositor without a
// screen that gives each Cog window the size a test asks for. Nothing is downloaded: `.ci/run`
// installs the three packages, and a developer runs the apt-get line below once.
import { accessSync, constants } from 'node:fs';

export const WEBKIT_TOOLS = { driver: '/usr/bin/WPEWebDriver', browser: '/usr/bin/cog', compositor: '/usr/bin/weston' };
export const WEBKIT_INSTALL_HINT = 'apt-get install -y wpewebkit-driver cog && apt-get install -y --no-install-recommends weston';

/** The tools that are not installed, by path. */
export function missingWebKitTools() {
  return Object.values(WEBKIT_TOOLS).filter((path) => {
    try {
      accessSync(path, constants.X_OK);
      return false;
    } catch {
      return true;
    }
  });
}
