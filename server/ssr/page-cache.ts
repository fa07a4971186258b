// The rendered landing page, kept until content changes. A render that was running when content
// changed is served to its own request but not kept.
export function createPageCache(render: () => Promise<string>) {
  let page: string | null = null;
  let inFlight: Promise<string> | null = null;
  let version = 0;

  return {
    async get(): Promise<string> {
      if (page !== null) return page;
      if (inFlight) return inFlight;
      const startedAt = version;
      inFlight = render().then(
        (html) => {
          if (version === startedAt) page = html;
          inFlight = null;
          return html;
        },
        (error: unknown) => {
          inFlight = null;
          throw error;
        },
      );
      return inFlight;
    },

    invalidate() {
      version += 1;
      page = null;
      inFlight = null;
    },
  };
}
