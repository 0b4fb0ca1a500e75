/** The lotteries' rounds are the round engine's (mock-server/src/rounds/clock.ts), under the name test/lottery reads them by. */
export { drawnPage, lastDrawnSlot, phaseAt, slotAt, slotBefore, slotOfIssue, timing } from '../../rounds/clock';
