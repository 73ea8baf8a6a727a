/**
 * The body of every error the API answers with. `fields` maps a field name to a message when the
 * request body was refused (400); `requestId` ties a 5xx to the server's log line.
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
}
