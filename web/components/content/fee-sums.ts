/** "₹1,05,000": Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  const digits = Math.round(amount).toString();
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `₹${grouped}`;
}

/** Tuition for four quarters plus the annual charges (the admission fee is paid once only). */
export const yearlyFee = (fee: { tuitionPerQuarter: number; annualCharges: number }) =>
  fee.tuitionPerQuarter * 4 + fee.annualCharges;
