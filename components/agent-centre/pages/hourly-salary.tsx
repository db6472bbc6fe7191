'use client';
import { ContractsPage } from '../contracts/contracts-page';

/** The hourlySalary contract's page (shown where the merchant runs it). */
export default function HourlySalaryPage() {
  return <ContractsPage kind="hourlySalary" />;
}
