import { TrpcProvider } from '../apiCalls/TrpcProvider';
import { AdminApp } from './AdminApp';

/** The admin area as its route opens it: with tRPC's hooks, which come with its code. */
export function AdminArea() {
  return (
    <TrpcProvider>
      <AdminApp />
    </TrpcProvider>
  );
}
