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
})();
