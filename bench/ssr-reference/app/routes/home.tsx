// The reference page: a loader and about 25 elements, nothing else.
export function loader() {
  return {
    title: 'Hydraulic filter',
    price: '$42.50',
    items: ['Fits John Deere 310', 'Fits Kubota L3901', 'Fits Bobcat S70', 'Fits Case 580', 'Fits Ford 3910'],
    at: Date.now(),
  };
}

export function meta() {
  return [{ title: 'Reference page' }];
}

export default function Home({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return (
    <main>
      <header>
        <h1>{loaderData.title}</h1>
        <nav>
          <a href="/">Home</a> <a href="/search">Search</a> <a href="/cart">Cart</a>
        </nav>
      </header>
      <section>
        <p>
          Price <strong>{loaderData.price}</strong>
        </p>
        <ul>
          {loaderData.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <button type="button">Add to cart</button>
      </section>
      <footer>
        <p>Rendered at {loaderData.at}</p>
      </footer>
    </main>
  );
}
