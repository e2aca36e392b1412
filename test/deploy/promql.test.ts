import { describe, expect, it } from 'vitest';
import { seriesNames, variableExpression } from './promql.js';

describe('seriesNames', () => {
  it('finds the series of an aggregation over a rate, not its functions, labels or numbers', () => {
    const expr = 'histogram_quantile(0.95, sum by (job, le) (rate(tidings_http_request_duration_seconds_bucket{job="gateway", route=~"/api/.*"}[$__rate_interval])))';
    expect(seriesNames(expr)).toEqual(['tidings_http_request_duration_seconds_bucket']);
  });

  it('finds both sides of a binary operation, after a grouping written last, and beside numbers', () => {
    const expr = 'sum(rate(a_total{status=~"5.."}[5m])) by (job) / on (job) group_left sum(rate(b_total[5m])) > 1e3 and c_gauge offset 5m unless vector(0)';
    expect(seriesNames(expr).sort()).toEqual(['a_total', 'b_total', 'c_gauge']);
  });

  it('reads the selector of a label_values variable, not its label', () => {
    expect(seriesNames(variableExpression('label_values(up{job="svc-news"}, instance)'))).toEqual(['up']);
    expect(variableExpression('up')).toBe('up');
  });
});
