// A tab switcher's instant switching on a page without the app (ADR 049), as React's state mode does
// it (components/tabs/tabs.tsx): a click or the arrow keys, Home and End choose a tab without a page
// load (automatic activation), and only the chosen tab is in the tab order. The server renders the tabs
// as links to ?<param>=<tab> with every panel (the others hidden) and the two class lists in data
// attributes; without script each link loads the page with its panel open.
// Plain JavaScript, not TypeScript: Vite copies a `?url` import as it is.
(function enhanceTabs() {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhanceTabs);
    return;
  }
  var switchers = document.querySelectorAll('[data-enhance="tabs"]:not([data-enhanced])');
  Array.prototype.forEach.call(switchers, function (switcher) {
    var list = switcher.querySelector('[role="tablist"]');
    if (!list) return;
    var tabs = Array.prototype.slice.call(list.querySelectorAll('[role="tab"]'));
    var selectedClass = (list.getAttribute('data-selected-class') || '').split(' ').filter(Boolean);
    var idleClass = (list.getAttribute('data-idle-class') || '').split(' ').filter(Boolean);

    function select(chosen) {
      tabs.forEach(function (tab) {
        var selected = tab === chosen;
        var panel = document.getElementById(tab.getAttribute('aria-controls') || '');
        tab.setAttribute('aria-selected', String(selected));
        tab.setAttribute('tabindex', selected ? '0' : '-1');
        selectedClass.forEach(function (name) {
          tab.classList.toggle(name, selected);
        });
        idleClass.forEach(function (name) {
          tab.classList.toggle(name, !selected);
        });
        if (panel) panel.hidden = !selected;
      });
    }

    list.addEventListener('click', function (event) {
      var tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
      if (!tab || tabs.indexOf(tab) < 0) return;
      // A click with a modifier opens the tab's address elsewhere, as a link does.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      select(tab);
    });
    list.addEventListener('keydown', function (event) {
      var current = tabs.indexOf(event.target);
      if (current < 0) return;
      var next = null;
      if (event.key === 'ArrowRight') next = (current + 1) % tabs.length;
      else if (event.key === 'ArrowLeft') next = (current - 1 + tabs.length) % tabs.length;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = tabs.length - 1;
      else if (event.key === ' ') next = current;
      if (next === null) return;
      event.preventDefault();
      tabs[next].focus();
      select(tabs[next]);
    });
    select(
      tabs.filter(function (tab) {
        return tab.getAttribute('aria-selected') === 'true';
      })[0] || tabs[0],
    );
    switcher.setAttribute('data-enhanced', '');
  });
})();
