import '@testing-library/jest-dom';

// jsdom has no layout: scrolling an element into view is a no-op that tests can watch.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
