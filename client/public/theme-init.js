// Runs before the page paints (kept external so the CSP can forbid inline scripts).
// localStorage "darkMode": "true" | "false" | "auto"; "auto" or unset follows the system.
(function () {
  try {
    var saved = localStorage.getItem("darkMode");
    var dark = saved === "true" || ((saved === null || saved === "auto") && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    var lang = localStorage.getItem("language");
    if (lang) document.documentElement.lang = lang;
  } catch {
    /* storage unavailable: keep the light theme */
  }
})();
