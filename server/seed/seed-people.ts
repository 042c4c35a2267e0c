// The demo store's people: the accounts the README shows, and the customers who wrote the demo
// reviews with what they wrote and the store's replies.

/** Demo accounts: the README shows them. */
export const DEMO_ADMIN = { email: 'admin@ironyard.test', firstName: 'Avery', lastName: 'Admin' } as const;
export const DEMO_CUSTOMER = { email: 'customer@ironyard.test', firstName: 'Casey', lastName: 'Customer' } as const;
export const DEMO_STAFF = { email: 'staff@ironyard.test', firstName: 'Sam', lastName: 'Staff' } as const;

/** Registered customers who wrote the demo reviews (they have no password). */
export const REVIEWERS: readonly (readonly [first: string, last: string, state: string])[] = [
  ['Dale', 'Hoffman', 'IA'], ['Marty', 'Kowalski', 'WI'], ['Earl', 'Whitaker', 'TN'], ['Janet', 'Lindqvist', 'MN'],
  ['Ray', 'Delgado', 'TX'], ['Bonnie', 'Schultz', 'NE'], ['Gus', 'Petersen', 'ND'], ['Lorna', 'McAllister', 'OH'],
  ['Travis', 'Boone', 'KY'], ['Wade', 'Thibodeaux', 'LA'], ['Carla', 'Nguyen', 'CA'], ['Hank', 'Yoder', 'PA'],
  ['Denise', 'Fortier', 'VT'], ['Luis', 'Ortega', 'NM'], ['Shirley', 'Brandt', 'KS'], ['Cody', 'Ramsey', 'MT'],
];

export const REVIEW_TITLES: Readonly<Record<number, readonly string[]>> = {
  5: ['Perfect fit', 'Exactly like the original', 'Great part, fast shipping', 'Back in business', 'Better than OEM', 'Would buy again', 'Spot on'],
  4: ['Good part', 'Works well', 'Fit with a little adjusting', 'Solid replacement', 'Good value'],
  3: ['It works', 'OK for the price', 'Decent, not great', 'Took some fiddling'],
  2: ['Had to modify it', 'Not quite right', 'Shipping was slow'],
  1: ['Wrong part', 'Did not fit', 'Failed after a month'],
};

export const REVIEW_TEXTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Bolted right on, every hole lined up. Machine is back to work the same day.',
    'Matched the old {noun} exactly. Ordered by the part number off the old one and it was the right one.',
    'Quality looks as good as the dealer part for a lot less money. Arrived two days after ordering.',
    'Third one I have bought for our fleet. Never had a problem.',
    'Had my {model} down for a week waiting on the dealer. Ordered here, arrived Thursday, running Friday.',
  ],
  4: [
    'Good quality {noun}. Instructions could be better but it went on fine.',
    'Fit my {model} fine. Packaging was a little beat up but the part was undamaged.',
    'Works as it should. Took off a star because shipping took a week.',
  ],
  3: [
    'Fit is close but I had to elongate one mounting hole. Working for now.',
    'Does the job. Finish is rougher than the original.',
    'Part is fine, but the listing should say the hardware is not included.',
  ],
  2: [
    'Needed a spacer to make it fit my {model}. Customer service was helpful though.',
    'Not the same as the original, had to modify it to fit.',
  ],
  1: [
    'Listed as fitting my {model} but it does not. Returned it.',
    'Did not last a season. Expected better.',
  ],
};

export const REVIEW_REPLIES: readonly string[] = [
  'Thanks for the review! Glad to hear your machine is back in service.',
  'Thank you for the feedback. We have passed your note on to our product team.',
  'Sorry to hear about the trouble. Please call our parts counter and we will make it right.',
  'We appreciate you taking the time to write this. Happy mowing!',
];
