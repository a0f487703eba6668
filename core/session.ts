// The signed-in user, one type for the server's request context and the client's session.

export interface SessionUser {
  id: string;
  email: string;
}
