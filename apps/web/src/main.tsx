import { startSite } from './startSite';
import { createTrpcClient } from './trpc';
import './theme/mantineStyles';

void startSite(document, createTrpcClient());
