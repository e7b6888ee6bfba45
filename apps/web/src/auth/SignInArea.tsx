import { TrpcProvider } from '../apiCalls/TrpcProvider';
import { LoginPage } from './LoginPage';

/** The sign-in page as its route opens it: with tRPC's hooks, which come with its code. */
export function SignInArea() {
  return (
    <TrpcProvider>
      <LoginPage />
    </TrpcProvider>
  );
}
