// Runs before the page paints (kept external so the CSP can forbid inline scripts).
// localStorage "darkMode": "true" | "false" | "auto"; "auto" or unset follows the system.
(function () {
  try {
    var saved = localStorage.getItem("darkMode");
    // The admin's site theme: "dark" is the default of members who never chose; "custom" has a primary colour.
    var site = localStorage.getItem("siteTheme");
    var dark = saved === "true" || (saved === null && site === "dark") || ((saved === null || saved === "auto") && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    var primary = localStorage.getItem("sitePrimary");
    if (site === "custom" && primary && /^#[0-9a-f]{6}\|#[0-9a-f]{6}$/i.test(primary)) {
      var colours = primary.split("|");
      var style = document.documentElement.style;
      style.setProperty("--primary", colours[0]);
      style.setProperty("--ring", colours[0]);
      style.setProperty("--primary-foreground", colours[1]);
    }
    // The language is the server's (<html lang>, from the locale cookie): the old key goes.
    localStorage.removeItem("language");
  } catch {
    /* storage unavailable: keep the light theme */
  }
  // ICU's start-up (the Intl data for the page's language) is the largest single cost of the
  // app's first render: 30-55 ms on a slow CPU, in one piece. Here it runs while the browser
  // waits for the stylesheet anyway, rather than as a long task after the first paint that
  // the reader's first tap would wait behind (decision 036).
  try {
    new Intl.NumberFormat(document.documentElement.lang || "en").format(1);
  } catch {
    /* an unknown language: the app falls back to English */
  }
})();
