/**
 * @module Where browsers send CSP violation reports: the monitoring tunnel's CSP endpoint (worker/monitoring/).
 */
export const cspReportPath = '/monitoring/csp';
