/**
 * CI size budgets (`npm run budgets`, after `npm run build`): measures the production build's pages against the
 * minimal page and fails above the limits of bench/budgets.mjs.
 */
import { BUDGETS, checkBudgets } from '../bench/budgets.mjs';
import { measureBudgetedPages } from '../bench/page-sizes.mjs';
import { startSite } from '../bench/site.mjs';

const site = await startSite({ port: Number(process.env.BUDGET_PORT || 3400), platformPort: Number(process.env.BUDGET_PLATFORM_PORT || 4400), db: '.data/budget-platform.db' });
let ok = false;
try {
  const sizes = await measureBudgetedPages(site.base, BUDGETS);
  const result = checkBudgets(sizes);
  console.table(
    result.rows.map((row) => ({ page: row.page, measure: row.measure, value: row.value, limit: row.limit, ok: row.ok ? 'yes' : 'OVER' })),
  );
  ok = result.ok;
  console.log(ok ? 'size budgets hold' : 'size budgets exceeded');
} finally {
  site.stop();
}
process.exit(ok ? 0 : 1);
