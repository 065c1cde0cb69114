/**
 * Exact fractions over bigint, always reduced with a positive denominator: every share the engine computes is one of
 * these, so that 1/3 + 1/3 + 1/3 is 1 and never 0.9999999999999999.
 */
export class Fraction {
  private constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}

  static of(numerator: bigint | number, denominator: bigint | number = 1n): Fraction {
    let n = BigInt(numerator);
    let d = BigInt(denominator);
    if (d === 0n) throw new RangeError('A fraction cannot have a zero denominator');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const divisor = gcd(n < 0n ? -n : n, d);
    return new Fraction(n / divisor, d / divisor);
  }

  static readonly ZERO = Fraction.of(0);
  static readonly ONE = Fraction.of(1);

  plus(other: Fraction): Fraction {
    return Fraction.of(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
  }

  minus(other: Fraction): Fraction {
    return Fraction.of(this.numerator * other.denominator - other.numerator * this.denominator, this.denominator * other.denominator);
  }

  times(other: Fraction | bigint | number): Fraction {
    const by = other instanceof Fraction ? other : Fraction.of(other);
    return Fraction.of(this.numerator * by.numerator, this.denominator * by.denominator);
  }

  dividedBy(other: Fraction | bigint | number): Fraction {
    const by = other instanceof Fraction ? other : Fraction.of(other);
    if (by.numerator === 0n) throw new RangeError('Division of a fraction by zero');
    return Fraction.of(this.numerator * by.denominator, this.denominator * by.numerator);
  }

  compare(other: Fraction): -1 | 0 | 1 {
    const left = this.numerator * other.denominator;
    const right = other.numerator * this.denominator;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  equals(other: Fraction): boolean {
    return this.numerator === other.numerator && this.denominator === other.denominator;
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  isPositive(): boolean {
    return this.numerator > 0n;
  }

  /** "a/b" reduced; a whole number as itself ("0", "1"). */
  toString(): string {
    return this.denominator === 1n ? String(this.numerator) : `${this.numerator}/${this.denominator}`;
  }

  /** The fraction as a percentage rounded half up to `decimals` places, computed exactly ("16.67"). */
  toPercent(decimals = 2): string {
    const scale = 10n ** BigInt(decimals);
    const scaled = this.numerator * 100n * scale;
    const rounded = (2n * scaled + this.denominator) / (2n * this.denominator);
    const whole = rounded / scale;
    const part = rounded % scale;
    return decimals === 0 ? String(whole) : `${whole}.${String(part).padStart(decimals, '0')}`;
  }
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

export const sum = (fractions: readonly Fraction[]): Fraction => fractions.reduce((total, each) => total.plus(each), Fraction.ZERO);

export const maxOf = (fractions: readonly Fraction[]): Fraction => fractions.reduce((best, each) => (each.compare(best) > 0 ? each : best));

/** "1/6" → Fraction; also "0" and whole numbers. Undefined for anything else. */
export function parseFraction(text: string): Fraction | undefined {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(text);
  if (!match || match[2] === '0') return undefined;
  return Fraction.of(BigInt(match[1]), BigInt(match[2] ?? '1'));
}
