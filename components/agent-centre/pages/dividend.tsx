'use client';
import { ContractsPage } from '../contracts/contracts-page';

/** The dividend contract's page (shown where the merchant runs it). */
export default function DividendPage() {
  return <ContractsPage kind="dividend" />;
}
