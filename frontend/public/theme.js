// Applies the remembered theme before first paint so the page never flashes. A file, not
// an inline script, so the Content-Security-Policy can forbid inline scripts altogether.
try {
  var theme = localStorage.getItem('rotaledger.theme');
  document.documentElement.dataset.theme = theme === 'dark' ? 'dark' : 'light';
} catch (e) {
  document.documentElement.dataset.theme = 'light';
}
