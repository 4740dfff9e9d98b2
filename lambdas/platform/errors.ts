/**
 * Errors that cross the API boundary. Their message is shown to the user as is (Spanish where the
 * spec gives the text); `code` lets clients tell them apart (GraphQL errorType, REST status).
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: 'Unauthorized' | 'Forbidden' | 'BadRequest' | 'NotFound' | 'Internal',
  ) {
    super(message);
    this.name = code;
  }
}

/** The caller has no valid, verified identity token. */
export class UnauthorizedError extends AppError {
  constructor(message = 'Usuario no autenticado') {
    super(message, 'Unauthorized');
  }
}

/** The caller is signed in but may not act for that factoring or lacks the permission flag. */
export class ForbiddenError extends AppError {
  constructor(message = 'No autorizado para esta operación') {
    super(message, 'Forbidden');
  }
}

/** The request is malformed or breaks a validation rule of the spec. */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, 'BadRequest');
  }
}

/** The requested resource does not exist for this caller. */
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(message, 'NotFound');
  }
}
