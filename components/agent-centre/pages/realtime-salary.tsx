'use client';
import { ContractsPage } from '../contracts/contracts-page';

/** The realtimeSalary contract's page (shown where the merchant runs it). */
export default function RealtimeSalaryPage() {
  return <ContractsPage kind="realtimeSalary" />;
}
