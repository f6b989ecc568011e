// Runs before first paint: applies the stored theme and language so the page does not flash.
(() => {
  try {
    const theme = localStorage.getItem("coach:theme");
    if (theme === "dark") document.documentElement.classList.add("dark");
    const locale = localStorage.getItem("coach:locale");
    if (locale === "en" || locale === "zh-CN") document.documentElement.lang = locale;
  } catch {
    // Storage unavailable: the defaults apply.
  }
})();
