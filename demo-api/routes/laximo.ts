import type { WireAnswer, WireVinQuickDetails } from '../../src/core/api/wire-types';
import { unitDiagramSvg } from '../data/laximo/diagram';
import { unitById } from '../data/laximo/units';
import { quickDetails, unitImagePath } from '../data/laximo/wire';
import { type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { badRequest } from '../http/errors';
import { textField } from '../http/form';

/**
 * The online catalogues' own call (doc 2 §7 backend.listquickdetail.json) and the units' generated
 * diagrams. Mounted before the other pictures' route, which knows only its own paths.
 */
export function laximoRoutes(app: DemoApp, deps: DemoDeps): void {
  app.post(
    '/rest/backend.listquickdetail.json',
    withCaller((c) => {
      const form = c.get('form');
      const field = (name: string) => (textField(form, name) ?? '').trim();
      const categories = quickDetails(
        deps.catalogue,
        deps.now(),
        field('code'),
        field('vid'),
        field('ssd'),
        field('gid'),
      );
      return categories
        ? c.json({ result: categories } satisfies WireAnswer<WireVinQuickDetails>)
        : badRequest(c, 'Группа деталей не найдена.');
    }),
  );

  app.get('/demo-assets/laximo/units/:file', (c) => {
    const unit = unitById((c.req.param('file') ?? '').replace(/\.svg$/, ''));
    if (!unit || c.req.path !== unitImagePath(unit.id)) return c.notFound();
    return c.body(unitDiagramSvg(unit), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
}
