// SSE parser throughput: @aita/core createSseParser vs eventsource-parser 3 (the named peer),
// on the same ~50 MB of ai-reply frames, pre-split into seeded random chunk sizes.
import { createParser } from 'eventsource-parser';
import { createSseParser } from '../dist/index.js';
import { cpuMs, mulberry32 } from './util.mjs';

const TARGET_BYTES = 50 * 1024 * 1024;
const HAN =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严';
const MATH = ['$x^2$', '$\\frac{a}{b}$', '，', '。', '\\n', '："', '"'];

export function makeSseStream(seed = 1) {
  const rand = mulberry32(seed);
  const parts = [];
  let bytes = 0;
  let n = 0;
  while (bytes < TARGET_BYTES) {
    let delta = '';
    const len = 5 + Math.floor(rand() * 26);
    for (let i = 0; i < len; i++) {
      delta +=
        rand() < 0.05
          ? MATH[Math.floor(rand() * MATH.length)]
          : HAN[Math.floor(rand() * HAN.length)];
    }
    const frame = `event: ai-reply\ndata: {"status":1,"answerContent":"${delta}","logId":"log-${n++}"}\n\n`;
    parts.push(frame);
    bytes += Buffer.byteLength(frame);
  }
  const text = parts.join('');
  // Split the UTF-8 bytes (cuts inside characters included) and decode like a fetch reader would.
  const buf = Buffer.from(text, 'utf8');
  const decoder = new TextDecoder();
  const chunks = [];
  for (let pos = 0; pos < buf.length;) {
    const size = 16 + Math.floor(rand() * 8177);
    chunks.push(decoder.decode(buf.subarray(pos, pos + size), { stream: true }));
    pos += size;
  }
  chunks.push(decoder.decode());
  return { chunks, bytes: buf.length, events: n };
}

function runOurs(chunks) {
  let count = 0;
  let chars = 0;
  const p = createSseParser({
    onEvent: (e) => {
      count++;
      chars += e.data.length;
    },
  });
  for (const c of chunks) p.feed(c);
  return count + chars;
}

function runPeer(chunks) {
  let count = 0;
  let chars = 0;
  const p = createParser({
    onEvent: (e) => {
      count++;
      chars += e.data.length;
    },
  });
  for (const c of chunks) p.feed(c);
  return count + chars;
}

export function benchSse({ rounds = 9 } = {}) {
  const { chunks, bytes, events } = makeSseStream(42);
  const mb = bytes / 1024 / 1024;
  const ours = [];
  const peer = [];
  const a = runOurs(chunks);
  const b = runPeer(chunks);
  if (a !== b) throw new Error(`parsers disagree: ${a} vs ${b}`);
  for (let r = 0; r < rounds; r++) {
    for (const [fn, out] of r % 2
      ? [
          [runOurs, ours],
          [runPeer, peer],
        ]
      : [
          [runPeer, peer],
          [runOurs, ours],
        ]) {
      out.push(cpuMs(() => fn(chunks)));
    }
  }
  const oursMBs = mb / (Math.min(...ours) / 1000);
  const peerMBs = mb / (Math.min(...peer) / 1000);
  return { mb, events, chunks: chunks.length, oursMBs, peerMBs, ratio: oursMBs / peerMBs };
}
