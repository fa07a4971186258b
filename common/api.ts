// The response envelope of every /api call (ARCHITECTURE.md, "One envelope").
export type ApiSuccess<T, Extra extends object = object> = { success: true; data: T } & Extra;
export interface ApiFailure {
  success: false;
  message: string;
  errors?: Record<string, string>;
}
