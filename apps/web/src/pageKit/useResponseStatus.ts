import { useContext } from 'react';
import { ServerPageContext } from './pageContext';

/** The HTTP status the server answers with when it renders this screen (e.g. 404 for not-found); null says nothing. */
export function useResponseStatus(status: number | null): void {
  const serverPage = useContext(ServerPageContext);
  if (status !== null) serverPage?.setStatus(status);
}
