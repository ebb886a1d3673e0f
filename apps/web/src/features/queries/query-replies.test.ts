import { describe, expect, it } from 'vitest';
import { conversationReplies, type Reply } from './query-replies';

const first: Reply = { text: 'Yes, it is available.', at: '2026-11-20T09:00:00Z', by: 'Karim' };
const second: Reply = { text: 'We also have a grey one.', at: '2026-11-21T09:00:00Z', by: 'Dina' };

describe('the replies of a query', () => {
  it('are none while nobody has replied', () => {
    expect(conversationReplies({ reply: null, repliedAt: null }, [])).toEqual([]);
  });

  it('are every reply of the trail, oldest first, with who sent it', () => {
    const query = { reply: second.text, repliedAt: second.at };
    expect(conversationReplies(query, [first, second])).toEqual([first, second]);
  });

  it('show the reply on record when the trail is not readable or predates it', () => {
    const query = { reply: first.text, repliedAt: first.at };
    expect(conversationReplies(query, [])).toEqual([{ text: first.text, at: first.at, by: null }]);
  });

  it('never show a reply twice while the trail is newer than the record', () => {
    const stale = { reply: first.text, repliedAt: first.at };
    expect(conversationReplies(stale, [first, second])).toEqual([first, second]);
  });

  it('add the newest reply while the trail is older than the record', () => {
    const query = { reply: second.text, repliedAt: second.at };
    expect(conversationReplies(query, [first])).toEqual([
      first,
      { text: second.text, at: second.at, by: null },
    ]);
  });
});
