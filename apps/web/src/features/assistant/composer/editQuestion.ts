import { createContext } from 'react';

/**
 * 编辑 on a question (docs/chat-web.md "Edit and resend"): puts its text back into the question
 * box, focused, for the teacher to change and send as a new question of the same conversation.
 * Provided by the assistant panel, which owns the box's text.
 */
export const EditQuestionContext = createContext<(text: string) => void>(() => undefined);
