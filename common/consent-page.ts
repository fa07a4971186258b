// What the server hands the consent page's renderer (/consent/{token}, issue 15). Filled in by the
// consent flow; the page renders only what is here.
export interface ConsentPage {
  /** The page's <title>. */
  title: string;
}
