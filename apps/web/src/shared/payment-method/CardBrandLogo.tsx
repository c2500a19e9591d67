import { cardBrand, cardBrandNames, type CardBrand } from './card-display';

const WIDTH = 40;
const HEIGHT = 26;

function VisaMark() {
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} rx={4} fill="#1a1f71" />
      <text x={20} y={17.5} textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize={11} fontStyle="italic" fontWeight={700} fill="#ffffff">
        VISA
      </text>
    </>
  );
}

function MastercardMark() {
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} rx={4} fill="#252525" />
      <circle cx={16} cy={13} r={7.5} fill="#eb001b" />
      <circle cx={24} cy={13} r={7.5} fill="#f79e1b" />
      <path d="M20 7.1a7.5 7.5 0 0 1 0 11.8a7.5 7.5 0 0 1 0-11.8z" fill="#ff5f00" />
    </>
  );
}

function AmexMark() {
  return (
    <>
      <rect width={WIDTH} height={HEIGHT} rx={4} fill="#2e77bc" />
      <text x={20} y={16.5} textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize={8.5} fontWeight={700} fill="#ffffff">
        AMEX
      </text>
    </>
  );
}

const marks: Record<CardBrand, () => React.JSX.Element> = { visa: VisaMark, mastercard: MastercardMark, amex: AmexMark };

/** The card brand as a small logo; VISA and Mastercard by name, every other brand as American Express. */
export function CardBrandLogo({ paymentBrand }: { paymentBrand: string }) {
  const brand = cardBrand(paymentBrand);
  const Mark = marks[brand];
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={cardBrandNames[brand]} style={{ flexShrink: 0 }}>
      <Mark />
    </svg>
  );
}
