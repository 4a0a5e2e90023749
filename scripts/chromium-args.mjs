// How every test and benchmark starts headless Chromium (Debian's, 156 as of 2026-12): the
// brief's switches, and the features that start processes no test uses turned off.

/**
 * Chromium features that start processes beside every page and that no journey or benchmark
 * uses: the address bar's suggestion popup, a WebUI page in a renderer of its own for each tab
 * (WebUIOmniboxPopup and its variants), and a spare renderer kept ready for the next site.
 * Ten contexts loading three pages each took 53-59 s of the two cores' time with them and 27-32 s
 * without (docs/performance.md, 2026-12-07): each tab's popup renderer starts, loads ICU and lays
 * out its page on the cores the page under test needs.
 */
export const UNUSED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup", "SpareRendererForSitePerProcess"];

/**
 * What Playwright itself turns off (its `--disable-features`, as of 1.65). Chromium reads only
 * the last `--disable-features` it is given, so ours repeats these.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** A `--disable-features` switch with a launcher's own list (`defaults`) and ours. */
export function disableFeatures(defaults) {
  return `--disable-features=${[...new Set([...defaults, ...UNUSED_FEATURES])].join(",")}`;
}

/** The switches for Playwright's `launch({ args })`. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  disableFeatures(PLAYWRIGHT_DISABLED_FEATURES),
];
