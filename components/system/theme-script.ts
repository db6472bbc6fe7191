/** Inline, before paint: the default theme is dark; a stored "light" choice removes the class at once. */
export const THEME_SCRIPT = `(function(){try{if(localStorage.getItem('theme')==='light'){document.documentElement.classList.remove('dark')}}catch(e){}})();`;
