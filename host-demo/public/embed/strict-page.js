// The strict embed page's own script (an inline one would be refused): adds the hostile CSS (unless
// ?plain), places the widgets named by ?widgets=a,b (every one without it) with their demo
// attributes (/embed/registry.js, which the demo server writes from widgets/registry.ts), then
// imports a second copy of each one's bundle, as a page that includes the library twice does.
// Module scripts run in order, so the tags are in the page before the loaders look for them (two
// or more suite widgets: the suite build).
import { WIDGETS } from '/embed/registry.js';

const query = new URLSearchParams(location.search);
if (!query.has('plain')) {
  const hostile = document.createElement('link');
  hostile.rel = 'stylesheet';
  hostile.href = '/embed/hostile.css';
  document.head.append(hostile);
}

const asked = query.get('widgets');
const names = asked ? asked.split(',') : Object.keys(WIDGETS);
const place = document.getElementById('widgets');

for (const name of names) {
  const widget = document.createElement(`portal-${name}`);
  for (const [attribute, value] of Object.entries(WIDGETS[name] ?? {})) widget.setAttribute(attribute, value);
  const section = document.createElement('section');
  section.append(widget);
  place.append(section);
}

for (const name of names) {
  import(`/widgets/${name}.js?copy=2`).catch((error) => {
    document.body.dataset.copyFailed = `${name}: ${error}`;
  });
}
