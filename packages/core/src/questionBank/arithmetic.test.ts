import { describe, expect, it } from 'vitest';
import { recheckArithmetic } from './arithmetic';

describe(recheckArithmetic, () => {
  it('accepts right answers, worked by hand', () => {
    expect(recheckArithmetic('$36+27=$____', '63')).toEqual({ kind: 'ok' });
    expect(recheckArithmetic('$3/4+1/8=$____', '7/8')).toEqual({ kind: 'ok' });
    expect(recheckArithmetic('$12×(5-2)÷4=$____', '9')).toEqual({ kind: 'ok' });
    expect(recheckArithmetic('$2.5\\times 4=$____', '10')).toEqual({ kind: 'ok' });
    expect(recheckArithmetic('$0.1+0.2=$____', '0.3')).toEqual({ kind: 'ok' });
    expect(recheckArithmetic('$\\frac{1}{2}+\\frac{1}{3}=$____', '\\frac{5}{6}')).toEqual({
      kind: 'ok',
    });
    expect(recheckArithmetic('计算：$100-36\\div 4=$____', '91')).toEqual({ kind: 'ok' });
    expect(recheckArithmetic('$5-8=$____', '-3')).toEqual({ kind: 'ok' });
    // 1/2 and 0.5 are the same number.
    expect(recheckArithmetic('$1÷2=$____', '0.5')).toEqual({ kind: 'ok' });
    expect(recheckArithmetic('$1÷2=$____', '1/2')).toEqual({ kind: 'ok' });
  });

  it('gives the computed value when the answer is wrong', () => {
    expect(recheckArithmetic('$36+27=$____', '53')).toEqual({ kind: 'mismatch', expected: '63' });
    expect(recheckArithmetic('$3/4+1/8=$____', '4/12')).toEqual({
      kind: 'mismatch',
      expected: '7/8',
    });
    expect(recheckArithmetic('$(1+2)×3=$____', '7')).toEqual({ kind: 'mismatch', expected: '9' });
    expect(recheckArithmetic('$7÷4=$____', '1')).toEqual({ kind: 'mismatch', expected: '1.75' });
    expect(recheckArithmetic('$1÷3=$____', '0.33')).toEqual({ kind: 'mismatch', expected: '1/3' });
    expect(recheckArithmetic('$6×7=$____', '四十二')).toEqual({ kind: 'mismatch', expected: '42' });
  });

  it('leaves alone what is not pure arithmetic', () => {
    expect(recheckArithmetic('解方程 $x+3=5$', '2')).toEqual({ kind: 'not-computable' });
    expect(recheckArithmetic('小明有 5 个苹果，又买了 3 个，一共有几个？', '8')).toEqual({
      kind: 'not-computable',
    });
    expect(recheckArithmetic('$36=$____', '36')).toEqual({ kind: 'not-computable' });
    expect(recheckArithmetic('$5÷0=$____', '0')).toEqual({ kind: 'not-computable' });
    expect(recheckArithmetic('$3+4=7$', '正确')).toEqual({ kind: 'not-computable' });
  });
});
