/* global document, HTMLButtonElement */
// A product that is not Vita: plain JavaScript, its own Vite app, @vita/ui from the packed tarball.
// It loads the theme variables and the styles of only the components it uses.
import '@vita/ui/theme.css';
import '@vita/ui/components/Button.css';
import '@vita/ui/components/TextField.css';
import '@vita/ui/components/Link.css';
import '@vita/ui/components/Dialog.css';
import './consumer.css';
import { lightThemeClass } from '@vita/ui';
import { Button } from '@vita/ui/components/Button';
import { Dialog, DialogTrigger } from '@vita/ui/components/Dialog';
import { Link } from '@vita/ui/components/Link';
import { TextField } from '@vita/ui/components/TextField';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-aria-components';

document.documentElement.classList.add(lightThemeClass);

function App() {
  const buttonRef = useRef(null);
  const [navigatedTo, setNavigatedTo] = useState('');

  useEffect(() => {
    const node = buttonRef.current;
    document.body.dataset.buttonRef =
      node instanceof HTMLButtonElement ? `${node.tagName}:${node.textContent}` : 'missing';
  }, []);

  return (
    // The product's own RAC RouterProvider: @vita/ui's links must use the same RAC copy.
    <RouterProvider navigate={(href) => setNavigatedTo(href)}>
      <main>
        <Button ref={buttonRef}>Save</Button>
        <TextField label="Email" placeholder="you@example.com" />
        <Link href="/next-page">Next page</Link>
        <output aria-label="Navigated to">{navigatedTo}</output>
        <DialogTrigger>
          <Button variant="outline">Open dialog</Button>
          <Dialog title="Consumer dialog">Themed by the consumer.</Dialog>
        </DialogTrigger>
      </main>
    </RouterProvider>
  );
}

createRoot(document.getElementById('root')).render(<App />);
