import { expect, test } from 'vitest';
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX } from '../../domain/constants.ts';
import { fitInImage, inkBounds } from './signature-framing.ts';

test('the image has the 5:3 proportions of the 50×30 box of the PDF', () => {
  expect(SIGNATURE_IMAGE_WIDTH_PX / SIGNATURE_IMAGE_HEIGHT_PX).toBeCloseTo(50 / 30, 2);
});

test('the ink bounds hold every point with a margin around them', () => {
  expect(inkBounds([])).toBeUndefined();
  expect(
    inkBounds([
      { x: 100, y: 50 },
      { x: 300, y: 120 },
      { x: 180, y: 30 },
    ]),
  ).toEqual({ x: 92, y: 22, width: 216, height: 106 });
});

test('a wide signature fills the width and keeps its proportions, centred', () => {
  const placed = fitInImage({ x: 0, y: 0, width: 800, height: 160 });
  expect(placed.width).toBeCloseTo(SIGNATURE_IMAGE_WIDTH_PX);
  expect(placed.width / placed.height).toBeCloseTo(800 / 160);
  expect(placed.y).toBeCloseTo((SIGNATURE_IMAGE_HEIGHT_PX - placed.height) / 2);
});

test('a tall signature fills the height and keeps its proportions, centred', () => {
  const placed = fitInImage({ x: 0, y: 0, width: 100, height: 180 });
  expect(placed.height).toBeCloseTo(SIGNATURE_IMAGE_HEIGHT_PX);
  expect(placed.width / placed.height).toBeCloseTo(100 / 180);
  expect(placed.x).toBeCloseTo((SIGNATURE_IMAGE_WIDTH_PX - placed.width) / 2);
});

test('a tiny mark is enlarged at most three times', () => {
  const placed = fitInImage({ x: 0, y: 0, width: 20, height: 20 });
  expect(placed.width).toBe(60);
  expect(placed.height).toBe(60);
});
