/**
 * @module Every stylesheet of the site, in cascade order: build.mjs builds the site's one stylesheet from this
 * module alone (the head links it on every page), so a client-side navigation never waits for CSS and no page
 * chunk carries another page's class names. stylesheets.test.ts fails when a stylesheet under client/ or
 * styles/ is missing here.
 */
import '../styles/global.css';
import './layout/layout.css';
import './layout/skipLink.css';
import './layout/navigationProgress.css';
import './navigation/routeAnnouncer.css';
import './snackbar/snackbar.css';
import '../styles/buttons.css';
import './components/networkParts.css';
import '../styles/pageStyles.css';
import './favourites/favouritesHeader.css';
import './favourites/favourites.css';
import './routes/agent/agentPage.css';
import './routes/cmsPage/cmsPage.css';
import '../styles/formControl.css';
import './routes/home/homePage.css';
import './routes/office/officePage.css';
import './routes/offices/officesPage.css';
import './routes/property/propertyPage.css';
import './routes/property/gallery.css';
import './routes/property/enquiryForm.css';
import './routes/search/searchPage.css';
import './routes/search/mapPanel.css';
import './routes/favourites/favouritesPage.css';
import './searchAlerts/searchAlerts.css';
import './components/charts/charts.css';
import './components/charts/tileMap.css';
import './routes/property/priceHistory.css';
import './routes/marketPrices/marketPrices.css';
import './pages/pages.css';
