'use client';
import { ContractsPage } from '../contracts/contracts-page';

/** The dailySalary contract's page (shown where the merchant runs it). */
export default function DailySalaryPage() {
  return <ContractsPage kind="dailySalary" />;
}
