/**
 * The body of every error the API answers with. `fields` maps a field name to a message when the
 * request body was refused (400); `requestId` (also in the `x-request-id` header) ties the answer
 * to the server's log lines. Node's refusals of what is not HTTP at all have no request, so no id.
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
}
