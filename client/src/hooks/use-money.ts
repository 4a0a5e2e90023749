import { useCallback } from "react";
import { useIntl } from "react-intl";

/**
 * Cents as an amount of US dollars in the reader's language: 1234 -> "$12.34", "12,34 $US",
 * "US$12.34". `whole` drops ".00" from a round amount (a plan's price: "$5").
 */
export function useMoney() {
  const intl = useIntl();
  return useCallback(
    (cents: number, { whole = false }: { whole?: boolean } = {}) =>
      intl.formatNumber(cents / 100, {
        style: "currency",
        currency: "USD",
        ...(whole && cents % 100 === 0 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
    [intl],
  );
}
