import { CardGrid } from '../../components/CardGrid';
import { AppCardSkeleton } from './AppCardSkeleton';

export function AppGridSkeleton({ count }: { count: number }) {
  return (
    <CardGrid busy>
      {Array.from({ length: count }, (_, index) => (
        <AppCardSkeleton key={index} />
      ))}
    </CardGrid>
  );
}
