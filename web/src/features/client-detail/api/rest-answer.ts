/** The envelope of the client-detail REST answers (client-detail.md §7): success, data, error. */
export interface RestAnswer<T> {
  success?: boolean;
  data?: T;
  error?: unknown;
}
