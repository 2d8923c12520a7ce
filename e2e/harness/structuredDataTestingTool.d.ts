/** The parts of structured-data-testing-tool (no types of its own) the social preview test uses. */
declare module 'structured-data-testing-tool' {
  export interface SdttTest {
    test: string;
    description: string;
    group?: string;
    warning?: boolean;
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
  }
  /** Resolves with the result when every test passed; rejects with an error carrying it (`res`) otherwise. */
  export function structuredDataTest(html: string, options: { presets: object[] }): Promise<SdttResult>;
}
declare module 'structured-data-testing-tool/presets' {
  export const SocialMedia: object;
}
