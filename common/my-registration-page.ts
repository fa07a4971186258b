// What the server hands the registrant page's renderer (/my-registration/{token}, issue 15).
export interface MyRegistrationPage {
  /** The page's <title>. */
  title: string;
}
