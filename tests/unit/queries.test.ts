import { describe, expect, it } from 'vitest';
import {
  aboutQuery, companyInfoQuery, ctaQuery, heroQuery, landingQueries, marketingPopupQuery, programsQuery, sectionHeaderQuery, servicesQuery, testimonialsQuery,
} from '../../client/lib/queries.js';

describe('the landing page queries', () => {
  it('refresh programs every 30 s and services and testimonials every 60 s (SPEC section 7)', () => {
    expect(programsQuery().refetchInterval).toBe(30_000);
    expect(servicesQuery().refetchInterval).toBe(60_000);
    expect(testimonialsQuery().refetchInterval).toBe(60_000);
    for (const query of [heroQuery(), aboutQuery(), ctaQuery(), companyInfoQuery(), marketingPopupQuery(), sectionHeaderQuery('services')]) {
      expect(query.refetchInterval).toBe(false);
    }
  });

  it('use the API paths of SPEC section 7 as keys, and the server renders every one of them', () => {
    expect(landingQueries().map((query) => query.queryKey[0]).sort()).toEqual([
      '/api/about', '/api/company-info', '/api/cta', '/api/hero', '/api/marketing-popup', '/api/programs',
      '/api/section-headers/programs', '/api/section-headers/services', '/api/section-headers/testimonials',
      '/api/services/active', '/api/testimonials/featured',
    ]);
  });
});
